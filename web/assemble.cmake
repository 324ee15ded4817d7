# Assembles the app into one HTML file that opens from file:// with no
# server and no network: web/index.html with the style sheet, the bundled
# puzzles, the npm package's module (the emscripten glue, npm/api.js, and
# the WebAssembly in base64, window.NONET_WASM) and app.js inlined.
#
#   cmake -DSOURCE=<repo> -DGLUE=<nonet_wasm.js> -DWASM_BASE64=<file> -DOUT=<nonet.html>
#         -P web/assemble.cmake

# The first puzzles of each sample file, one string each.
set(bundled "")
foreach(spec "easy.txt;6" "medium.txt;6" "diabolical-sample.txt;10" "hardest-sample.txt;4")
  list(GET spec 0 name)
  list(GET spec 1 count)
  file(STRINGS ${SOURCE}/puzzles/${name} lines REGEX "^[0-9.]")
  set(taken 0)
  foreach(line IN LISTS lines)
    if(taken LESS count)
      string(REGEX MATCH "^[0-9.]+" puzzle "${line}")
      string(LENGTH "${puzzle}" length)
      if(length EQUAL 81)
        string(APPEND bundled "\"${puzzle}\",")
        math(EXPR taken "${taken} + 1")
      endif()
    endif()
  endforeach()
endforeach()

file(READ ${SOURCE}/web/index.html page)
file(READ ${SOURCE}/web/app.css css)
file(READ ${SOURCE}/web/app.js app)
file(READ ${GLUE} glue)
file(READ ${SOURCE}/npm/api.js api)
file(READ ${WASM_BASE64} wasm)
set(library "${glue}\n${api}\nwindow.NONET_WASM=\"${wasm}\";")
string(FIND "${library}" "</script" closing)
if(NOT closing EQUAL -1)
  message(FATAL_ERROR "the compiled library contains </script: it cannot be inlined")
endif()
string(REPLACE "/*APP_CSS*/" "${css}" page "${page}")
string(REPLACE "/*BUNDLED*/" "window.NONET_BUNDLED=[${bundled}];" page "${page}")
string(REPLACE "/*NONET_JS*/" "${library}" page "${page}")
string(REPLACE "/*APP_JS*/" "${app}" page "${page}")
file(WRITE ${OUT} "${page}")
